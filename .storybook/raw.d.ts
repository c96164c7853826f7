// `import text from './file.md?raw'`: the file's text, as Vite gives it (the docs pages read docs/partners.md).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
