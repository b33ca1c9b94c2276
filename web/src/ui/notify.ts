import { toast } from 'sonner';
import { errorMessage } from '../api/client';

/**
 * An error the spec only logs (§8 "Logged only"): logged under the spec's text, and also told to
 * the user in a short toast, because a silent failure leaves people guessing.
 */
export function reportError(what: string, err: unknown): void {
  console.error(what, err);
  toast.error(what, { description: errorMessage(err) });
}

export function notifySuccess(message: string, description?: string): void {
  toast.success(message, description ? { description } : undefined);
}
