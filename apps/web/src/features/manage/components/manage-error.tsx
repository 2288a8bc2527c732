import { failureMessage } from '../../../lib/http-transport';

/** A failed call's message on the management pages (the envelope's Chinese msg); nothing while there is none. */
export function ManageError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="yw-manage-error" role="alert">
      {failureMessage(error)}
    </p>
  );
}
