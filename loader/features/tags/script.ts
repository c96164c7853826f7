// Adds one third-party <script async> with the page's CSP nonce (DESIGN.md "DOM helpers clean up"): the
// returned function removes it, and a failed load removes it too and reports once.

export interface ScriptOptions {
  nonce: string | undefined;
  /** Called once if the script cannot be loaded (blocked, CSP, offline). */
  onError(): void;
}

export function addScript(doc: Document, src: string, { nonce, onError }: ScriptOptions): () => void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  // As an attribute: it is read when the script is prepared; browsers then hide it from getAttribute.
  if (nonce) script.setAttribute('nonce', nonce);
  const remove = () => script.parentNode?.removeChild(script);
  script.addEventListener('error', () => {
    remove();
    onError();
  });
  (doc.head ?? doc.documentElement).appendChild(script);
  return remove;
}
