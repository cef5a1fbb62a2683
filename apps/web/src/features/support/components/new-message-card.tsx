import { SUPPORT_PHOTO_LIMIT, supportMessages as msg, supportNewMessageSchema } from '@drivecare/contract/support';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatTime12h } from '@/lib/format';
import { toast } from '@/lib/toast';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSendSupportMessage } from '../api/support-mutations';
import { supportQueries } from '../api/support-queries';

const NONE = 'none';
type Errors = Partial<Record<'subject' | 'message' | 'photos' | 'appointmentId' | 'vehicleId', string>>;

/** 'New Message': Subject, Message, optionally one of the member's appointments or vehicles, up to 3 photos. */
export function NewMessageCard({ onSent }: { onSent: (id: string) => void }) {
  const subjects = useQuery(supportQueries.subjects());
  const send = useSendSupportMessage();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [appointmentId, setAppointmentId] = useState(NONE);
  const [vehicleId, setVehicleId] = useState(NONE);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = supportNewMessageSchema.safeParse({ subject, message });
    const next: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    if (photos.length > SUPPORT_PHOTO_LIMIT) next.photos = msg.photoLimit;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await untilSettled(
      send.mutateAsync(
        { subject, message, photos, appointmentId: appointmentId === NONE ? null : appointmentId, vehicleId: vehicleId === NONE ? null : vehicleId },
        {
          onSuccess: (conversation) => {
            toast.success(msg.sent);
            setSubject('');
            setMessage('');
            setAppointmentId(NONE);
            setVehicleId(NONE);
            setPhotos([]);
            if (fileInput.current) fileInput.current.value = '';
            onSent(conversation.id);
          },
          onError: (error) => {
            if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
            toast.error(error.message);
          },
        },
      ),
    );
  });

  const appointments = subjects.data?.appointments ?? [];
  const vehicles = subjects.data?.vehicles ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>New Message</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Subject" required error={errors.subject}>
            <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={120} required />
          </FormField>
          <FormField label="Message" required error={errors.message}>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={5} maxLength={5000} required />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select value={appointmentId} onValueChange={setAppointmentId} disabled={appointments.length === 0}>
              <FormField label="Appointment (optional)" error={errors.appointmentId}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                <SelectItem value={NONE}>No appointment</SelectItem>
                {appointments.map((a) => (
                  <SelectItem key={a.id} value={a.id}>
                    {a.appointmentDate} {formatTime12h(a.appointmentTime)}
                    {a.shopName ? `, ${a.shopName}` : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={vehicleId} onValueChange={setVehicleId} disabled={vehicles.length === 0}>
              <FormField label="Vehicle (optional)" error={errors.vehicleId}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                <SelectItem value={NONE}>No vehicle</SelectItem>
                {vehicles.map((v) => (
                  <SelectItem key={v.id} value={v.id}>
                    {v.year} {v.make} {v.model}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <FormField
            label="Photos (optional)"
            error={errors.photos}
            description={photos.length ? photos.map((p) => p.name).join(', ') : `Up to ${SUPPORT_PHOTO_LIMIT} photos: JPEG, PNG or WebP`}
          >
            <Input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(e) => {
                const chosen = Array.from(e.target.files ?? []);
                setPhotos(chosen);
                setErrors((prev) => ({ ...prev, photos: chosen.length > SUPPORT_PHOTO_LIMIT ? msg.photoLimit : undefined }));
              }}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
