import type { Announcement } from '@drivecare/contract/announcements';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatDateNumeric } from '@/lib/format';

import { useSetAnnouncementStatus } from '../api/announcement-mutations';

export function AnnouncementItem({
  announcement,
  isCurrent,
  onEdit,
  onDelete,
}: {
  announcement: Announcement;
  isCurrent: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const switchId = useId();
  const setStatus = useSetAnnouncementStatus();

  const toggle = (isActive: boolean) =>
    setStatus.mutate(
      { id: announcement.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? 'Announcement activated' : 'Announcement deactivated'),
        onError: () => toast.error('Failed to update status'),
      },
    );

  return (
    <Card className="gap-3 px-5 py-5" aria-label={announcement.title} role="article">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold break-words text-foreground">{announcement.title}</h3>
            <Badge variant={announcement.isActive ? 'success' : 'secondary'}>
              {announcement.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {isCurrent ? <Badge variant="info">Shown now</Badge> : null}
          </div>
          <p className="text-xs text-muted-foreground">Created {formatDateNumeric(announcement.createdAt)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <div className="mr-2 flex items-center gap-2">
            <Switch
              id={switchId}
              checked={announcement.isActive}
              disabled={setStatus.isPending}
              onCheckedChange={toggle}
            />
            <Label htmlFor={switchId} className="font-normal">
              Active
            </Label>
          </div>
          <Button variant="ghost" size="icon" aria-label={`Edit ${announcement.title}`} onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${announcement.title}`}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{announcement.content}</p>
    </Card>
  );
}
