import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** App-wide toasts: top-right with a close button, as the spec asks. */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-right" closeButton richColors theme="light" {...props} />;
}
