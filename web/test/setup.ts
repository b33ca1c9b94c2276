import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// jsdom has no layout engine. React Flow measures nodes with a ResizeObserver and reads the zoom
// from DOMMatrixReadOnly; jsdom has neither. These answer "nothing measured", which is what jsdom
// would report anyway: tests that need drawn cards give them a fixed size (web/test/cards.tsx).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (!('DOMMatrixReadOnly' in globalThis)) {
  Object.assign(globalThis, {
    DOMMatrixReadOnly: class {
      m22 = 1;
    },
  });
}

afterEach(() => {
  // sonner keeps toasts in module state: one test's toast must not show in the next.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
