import type { FormEvent, ReactNode } from 'react';

import { FormDialogFooter } from '@/components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the form is being saved the dialog stays open and both buttons are disabled. */
  pending: boolean;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  contentClassName?: string;
  formClassName: string;
  footerClassName?: string;
  children: ReactNode;
}

/** An 'Add …' / 'Edit …' dialog: title, description, the form's fields, then Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  pending,
  title,
  description,
  onSubmit,
  submitLabel,
  contentClassName,
  formClassName,
  footerClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className={formClassName} onSubmit={onSubmit}>
          {children}
          <FormDialogFooter
            className={footerClassName}
            pending={pending}
            onCancel={() => onOpenChange(false)}
            submitLabel={submitLabel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
