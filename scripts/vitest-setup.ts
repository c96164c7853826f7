// Unmounts what component tests rendered, after each test (testing-library does this itself only with globals).
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/preact');
  cleanup();
});
