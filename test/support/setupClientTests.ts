import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mswServer } from './mswServer';
import { stopTestStores } from './testStore';

// Lazy screens and translations load asynchronously; on a busy 2-core machine 1 s is too short,
// and CI's machine once took more than 5 s to show the signed-in header. The wait only catches a
// missing element: nothing passes sooner or later because of it.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stopTestStores();
  mswServer.resetHandlers();
});
afterAll(() => mswServer.close());

// jsdom has no matchMedia; the viewport service asks it whether the pointer is coarse.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jest-fixed-jsdom swaps in Node's FormData (for fetch), which cannot read a jsdom <form>.
// React 19 builds one from the submitted form when a submit starts a transition (router
// navigation does), so teach it to read the form's named fields.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const field = element as HTMLInputElement;
      if (field.name && !field.disabled) this.append(field.name, field.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

// jsdom's crypto has no `subtle`; PKCE needs SHA-256, which Node's Web Crypto provides.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
}

// jsdom has no layout and no ResizeObserver; Fluent's MessageBar observes its size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
