import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderInstantProvider, useCurrentYear, useDateTimeFormat } from './render-time';

// 20:00 UTC on 31 Dec: already 1 Jan 2027 in India (01:30) and in Kiritimati (10:00).
const LATE_EVENING_UTC = Date.parse('2026-12-31T20:00:00Z');

function Probe({ iso }: { iso: string }) {
  const format = useDateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <p>
      <span data-testid="date">{format.format(new Date(iso))}</span>{' '}
      <span data-testid="year">{useCurrentYear()}</span>
    </p>
  );
}

describe('time on a server-rendered page', () => {
  it('is written in UTC from the render instant by the server, whatever the clock says', () => {
    const html = renderToString(
      <RenderInstantProvider at={LATE_EVENING_UTC}>
        <Probe iso="2026-12-31T20:00:00Z" />
      </RenderInstantProvider>,
    );
    expect(html).toContain('31 Dec 2026');
    expect(html).toContain('>2026<');
  });

  it("is the viewer's own in a render of the app", () => {
    render(<Probe iso="2026-12-31T20:00:00Z" />);
    const local = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(LATE_EVENING_UTC));
    expect(screen.getByTestId('date').textContent).toBe(local);
    expect(screen.getByTestId('year').textContent).toBe(String(new Date().getFullYear()));
  });
});
