import { describe, expect, it } from 'vitest';
import { headerLoginReturn } from './login-return';

describe('where the header Login lands', () => {
  it('keeps a psychic on the console and an operator on the admin pages', () => {
    expect(headerLoginReturn('/console', '')).toBe('/console');
    expect(headerLoginReturn('/de/console', '')).toBe('/de/console');
    expect(headerLoginReturn('/admin', '?tab=orders')).toBe('/admin?tab=orders');
    expect(headerLoginReturn('/de/admin/orders', '')).toBe('/de/admin/orders');
  });

  it('sends everyone else home, as the spec says', () => {
    expect(headerLoginReturn('/', '')).toBeNull();
    expect(headerLoginReturn('/chat-with-psychic', '?category=tarot')).toBeNull();
    expect(headerLoginReturn('/consoles', '')).toBeNull();
    expect(headerLoginReturn('/de/administration', '')).toBeNull();
  });
});
