// The build step that lets the home page's hero take its hooks without preact/compat; that the hero's elements mean the
// same without compat is checked in site/components/hero-compat-free.test.tsx.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hooksDirect, HOOKS_ONLY_MODULES } from './hooks-direct.mjs';

describe('hooksDirect', () => {
  const plugin = hooksDirect(['widgets/Hero/Hero.tsx']);
  const hero = `${process.cwd()}/widgets/Hero/Hero.tsx`;
  const fail = {
    error(message: string): never {
      throw new Error(message);
    },
  };

  it('takes the listed modules’ hooks from preact/hooks, and leaves the JSX runtime and other modules alone', () => {
    const code = 'import { useId, useMemo as m } from "react";\nimport { jsx } from "react/jsx-runtime";\n';
    expect(plugin.transform.call(fail, code, hero)?.code).toBe(
      'import { useId, useMemo as m } from "preact/hooks";\nimport { jsx } from "react/jsx-runtime";\n',
    );
    expect(plugin.transform.call(fail, code, `${process.cwd()}/widgets/Faq/Faq.tsx`)).toBeNull();
  });

  it('fails the build on anything else from React in a listed module', () => {
    expect(() => plugin.transform.call(fail, 'import { memo, useId } from "react";', hero)).toThrow(
      'imports memo from React',
    );
    expect(() => plugin.transform.call(fail, 'import { createPortal } from "react-dom";', hero)).toThrow(
      'needs preact/compat',
    );
  });

  it('lists modules that exist, take hooks from React and use nothing compat adds to events', () => {
    for (const path of HOOKS_ONLY_MODULES) {
      const source = readFileSync(path, 'utf8');
      expect(source, path).toMatch(/from 'react'/);
      expect(source, path).not.toMatch(/\.(nativeEvent|persist\(|isPropagationStopped|isDefaultPrevented)/);
    }
  });
});
