import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('draws tagged parts with their renderer and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <RichText
          text="Read our <privacy>Privacy Policy</privacy> or <mail>write</mail> to <x>us</x>."
          tags={{ privacy: (label) => <a href="/privacy-policy">{label}</a>, mail: (label) => <em>{label}</em> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Read our <a href="/privacy-policy">Privacy Policy</a> or <em>write</em> to us.</p>',
    );
  });
});
