import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their code and translations lazily; on a busy CI machine (two cores running the
// whole suite) that can take longer than testing-library's default 1 s wait for an element.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
