import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// react-admin renders through several async steps (auth check, i18n, queries); on a busy
// two-core machine that can exceed testing-library's default 1 s wait for an element.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
