import {
  announcementInputSchema,
  type Announcement,
  type AnnouncementInput,
} from '@drivecare/contract/announcements';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useSaveAnnouncement } from '../api/announcement-mutations';

const emptyValues: AnnouncementInput = {
  title: '',
  content: '',
  isActive: true,
};

/** Create ('New Announcement') or edit one announcement. */
export function AnnouncementFormDialog({
  open,
  onOpenChange,
  announcement,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcement: Announcement | null;
}) {
  const save = useSaveAnnouncement();
  const form = useForm<AnnouncementInput>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      announcement
        ? {
            title: announcement.title,
            content: announcement.content,
            isActive: announcement.isActive,
          }
        : emptyValues,
    );
  }, [open, announcement, form]);

  const onSubmit = (input: AnnouncementInput) =>
    untilSettled(save.mutateAsync(
      { id: announcement?.id, input },
      {
        onSuccess: () => {
          toast.success(announcement ? 'Announcement updated' : 'Announcement created');
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            toast.error('You must be logged in to create announcements');
            return;
          }
          setServerFieldErrors(form.setError, error, ['title', 'content']);
          toast.error('Failed to save announcement');
        },
      },
    ));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={save.isPending}
      title={announcement ? 'Edit Announcement' : 'New Announcement'}
      description="The newest active announcement is shown to every member and administrator."
      onSubmit={submit}
      submitLabel={announcement ? 'Save Changes' : 'Create Announcement'}
      contentClassName="sm:max-w-xl"
      formClassName="grid gap-5"
    >
      <FormField label="Title" required error={errors.title?.message}>
        <Input required maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField
        label="Content"
        required
        description="Line breaks are kept."
        error={errors.content?.message}
      >
        <Textarea required rows={6} maxLength={5000} {...form.register('content')} />
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormField inline label="Active (show to members now)">
            <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
    </FormDialog>
  );
}
