import { SERVER_RENDER_STATE_ID } from '@lumus/contract/site/server-renderer';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerRenderState, serializeServerRenderState } from './server-render-state';

function embed(text: string): void {
  const script = document.createElement('script');
  script.id = SERVER_RENDER_STATE_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(SERVER_RENDER_STATE_ID)?.remove();
});

describe('the state a server-rendered page carries', () => {
  it('survives the trip through the page, text that would close its script included', () => {
    const state = {
      url: '/profile/mira-sen?x=1',
      queries: { mutations: [], queries: [] },
      renderedAt: 1_798_761_600_000,
      note: '</script><script>alert(1)</script>',
    };
    const json = serializeServerRenderState(state);
    expect(json).not.toContain('</script>');
    embed(json);
    expect(readServerRenderState(document)).toEqual(state);
  });

  it('is absent on a page the server did not render, or when it is not what the app wrote', () => {
    expect(readServerRenderState(document)).toBeNull();
    for (const text of [
      '',
      '{',
      '[]',
      '{"url":"/"}',
      '{"url":1,"queries":{"queries":[]},"renderedAt":1}',
      '{"url":"/","queries":{"queries":[]}}',
    ]) {
      embed(text);
      expect(readServerRenderState(document), text).toBeNull();
      document.getElementById(SERVER_RENDER_STATE_ID)?.remove();
    }
  });
});
