// The console's one script: draws the funnel chart with uPlot from the page's JSON data block. The same numbers
// are in the tables under it, so the page reads fine without it. Runs under the console's CSP: uPlot sets styles
// through the CSSOM, which the policy allows, and its stylesheet is part of /admin/assets/admin.css.
import uPlot from 'uplot';

interface ChartData {
  days: string[];
  series: { label: string; values: number[] }[];
}

/** Distinguishable in colour-blind palettes (Okabe–Ito). */
const COLORS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#d55e00'];

function draw(root: HTMLElement, data: ChartData): void {
  const xs = data.days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
  // As wide as its box (a phone's is under 320 px), so the chart never makes the page or its box scroll.
  const width = Math.max(200, Math.min(root.clientWidth || 900, 1100));
  const opts: uPlot.Options = {
    width,
    height: 300,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Europe/Warsaw'),
    series: [
      {
        label: 'Dzień',
        value: (_u, ts) =>
          ts == null
            ? '–'
            : new Date(ts * 1000).toLocaleDateString('pl-PL', {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
                timeZone: 'Europe/Warsaw',
              }),
      },
      ...data.series.map((s, i) => ({
        label: s.label,
        stroke: COLORS[i % COLORS.length],
        width: 2,
        points: { show: xs.length < 40 },
      })),
    ],
    // Days as "25.11", the Polish way, instead of uPlot's month/day.
    axes: [
      {
        values: (_u, ticks) =>
          ticks.map((t) =>
            new Date(t * 1000).toLocaleDateString('pl-PL', {
              day: '2-digit',
              month: '2-digit',
              timeZone: 'Europe/Warsaw',
            }),
          ),
      },
      { values: (_u, ticks) => ticks.map((t) => new Intl.NumberFormat('pl-PL').format(t)) },
    ],
    scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
  };
  new uPlot(opts, [xs, ...data.series.map((s) => s.values)], root);
}

// Each chart is an element with data-chart naming the id of its JSON data block.
for (const root of document.querySelectorAll<HTMLElement>('[data-chart]')) {
  const source = document.getElementById(root.dataset.chart ?? '');
  if (!source?.textContent) continue;
  try {
    draw(root, JSON.parse(source.textContent) as ChartData);
  } catch (error) {
    console.warn('[przelewik] a console chart could not be drawn', error);
  }
}

// Copy buttons (the partner portal's tag): the Clipboard API where the page may use it, else the selection and
// execCommand, which phones without clipboard permission still honour. The status beside the button says which.
function copyText(target: HTMLElement): boolean {
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(target);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  const target = document.getElementById(button.dataset.copy ?? '');
  const status = document.querySelector<HTMLElement>(`[data-copied="${button.dataset.copy ?? ''}"]`);
  if (!target) continue;
  button.addEventListener('click', () => {
    const text = target.textContent ?? '';
    const done = (ok: boolean) => {
      if (status)
        status.textContent = ok
          ? 'Skopiowano do schowka.'
          : 'Nie udało się skopiować: kod jest zaznaczony, skopiuj go ręcznie.';
    };
    if (navigator.clipboard?.writeText)
      navigator.clipboard.writeText(text).then(
        () => done(true),
        () => done(copyText(target)),
      );
    else done(copyText(target));
  });
}
