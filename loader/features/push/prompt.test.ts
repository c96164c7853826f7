// @vitest-environment jsdom
// The prompt's DOM: text only, button order, arrow, keyboard, labels, cleanup on a stylesheet failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promptTexts } from './texts';
import { PROMPT_TAG, showPrompt, type PromptView } from './prompt';

afterEach(() => document.body.replaceChildren());

function view(over: Partial<PromptView> = {}): PromptView {
  return {
    doc: document,
    texts: promptTexts(14),
    iconUrl: 'https://cdn.example/push/bell.svg',
    arrowUrl: 'https://cdn.example/push/arrow.svg',
    stylesheetUrl: 'https://cdn.example/push/prompt.css?v=1',
    order: ['decline', 'allow'],
    arrowShifted: false,
    nonce: undefined,
    onAllow: vi.fn(),
    onDecline: vi.fn(),
    ...over,
  };
}

/** jsdom loads no stylesheets: tell the prompt its stylesheet arrived (or failed). */
function stylesheet(outcome: 'load' | 'error') {
  const host = document.querySelector(PROMPT_TAG)!;
  host.shadowRoot!.querySelector('link')!.dispatchEvent(new Event(outcome));
}

describe('showPrompt', () => {
  it('stays hidden until its stylesheet has loaded, then shows Polish texts as a labelled dialog', async () => {
    const shown = showPrompt(view({ nonce: 'n0nce' }));
    const host = document.querySelector<HTMLElement>(PROMPT_TAG)!;
    expect(host.style.display).toBe('none');
    expect(document.body.firstElementChild).toBe(host);
    expect(host.shadowRoot!.querySelector('link')!.nonce).toBe('n0nce');
    stylesheet('load');
    await shown;
    expect(host.style.display).toBe('block');
    const root = host.shadowRoot!;
    const dialog = root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('lang')).toBe('pl');
    const label = root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(label.textContent).toBe(promptTexts(14).message);
    expect(root.querySelector('.pz-push__close')!.getAttribute('aria-label')).toBe('Zamknij');
    expect(root.querySelector<HTMLImageElement>('.pz-push__icon')!.alt).toBe(promptTexts(14).iconAlt);
    expect([...root.querySelectorAll('.pz-push__actions button')].map((b) => b.textContent)).toEqual([
      'Nie teraz',
      'Zezwól',
    ]);
  });

  it('puts allow first when told (Windows) and shifts the arrow', async () => {
    const shown = showPrompt(view({ order: ['allow', 'decline'], arrowShifted: true }));
    stylesheet('load');
    const { host } = await shown;
    const root = host.shadowRoot!;
    expect([...root.querySelectorAll<HTMLElement>('.pz-push__actions button')].map((b) => b.dataset.action)).toEqual([
      'allow',
      'decline',
    ]);
    expect(root.querySelector('.pz-push__arrow')!.classList.contains('pz-push__arrow--shifted')).toBe(true);
  });

  it('shows custom texts containing HTML as text, never as markup', async () => {
    const texts = promptTexts(14, {
      customText: '<img src=x onerror="alert(1)"><b>Hej</b>',
      customAcceptText: '<i>Tak</i>',
    });
    const shown = showPrompt(view({ texts }));
    stylesheet('load');
    const root = (await shown).host.shadowRoot!;
    expect(root.querySelector('.pz-push__message')!.textContent).toBe('<img src=x onerror="alert(1)"><b>Hej</b>');
    expect(root.querySelectorAll('b, i, .pz-push__message img')).toHaveLength(0);
    expect(root.querySelector('[data-action="allow"]')!.textContent).toBe('<i>Tak</i>');
  });

  it.each([
    ['allow', '[data-action="allow"]', 'onAllow'],
    ['decline', '[data-action="decline"]', 'onDecline'],
    ['close', '.pz-push__close', 'onDecline'],
  ] as const)('%s answers once, however often it is clicked', async (_name, selector, handler) => {
    const v = view();
    const shown = showPrompt(v);
    stylesheet('load');
    const root = (await shown).host.shadowRoot!;
    const button = root.querySelector<HTMLButtonElement>(selector)!;
    button.click();
    button.click();
    root.querySelector<HTMLButtonElement>('[data-action="allow"]')!.click();
    expect(v[handler]).toHaveBeenCalledTimes(1);
    expect(handler === 'onAllow' ? v.onDecline : v.onAllow).not.toHaveBeenCalled();
  });

  it('Escape inside the prompt is the close button', async () => {
    const v = view();
    const shown = showPrompt(v);
    stylesheet('load');
    const root = (await shown).host.shadowRoot!;
    root
      .querySelector<HTMLButtonElement>('[data-action="allow"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(v.onDecline).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing behind when the stylesheet fails, and remove() is safe twice', async () => {
    const failed = showPrompt(view());
    stylesheet('error');
    await expect(failed).rejects.toThrow('did not load');
    expect(document.querySelector(PROMPT_TAG)).toBeNull();

    const shown = showPrompt(view());
    stylesheet('load');
    const prompt = await shown;
    prompt.remove();
    prompt.remove();
    expect(document.querySelector(PROMPT_TAG)).toBeNull();
  });
});
