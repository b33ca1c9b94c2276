import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  // sonner keeps toasts in module state: one test's toast must not show in the next.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
