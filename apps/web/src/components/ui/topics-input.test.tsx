import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TopicsInput, topicToAdd } from './topics-input';

function Harness({ max = 3, initial = [] as string[] }) {
  const [topics, setTopics] = useState<string[]>(initial);
  return (
    <TopicsInput
      id="topics"
      label="Topics"
      topics={topics}
      onChange={setTopics}
      max={max}
      addLabel="Add"
      removeLabel={(topic) => `Remove ${topic}`}
    />
  );
}

describe('TopicsInput', () => {
  it('topicToAdd: trimmed and lowercased; too short, repeated or over the cap adds nothing', () => {
    expect(topicToAdd('  AgriTech ', [], 3)).toBe('agritech');
    expect(topicToAdd('a', [], 3)).toBeNull();
    expect(topicToAdd('Fintech', ['fintech'], 3)).toBeNull();
    expect(topicToAdd('edtech', ['a1', 'b2', 'c3'], 3)).toBeNull();
  });

  it('adds on Enter, a comma and the button; removes by the chip; the input is disabled when full', () => {
    render(<Harness max={3} />);
    const input = screen.getByLabelText('Topics');
    fireEvent.change(input, { target: { value: 'Agritech' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'cold chain' } });
    fireEvent.keyDown(input, { key: ',' });
    fireEvent.change(input, { target: { value: 'kirana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['agritech', 'cold chain', 'kirana']);
    expect((input as HTMLInputElement).value).toBe('');
    expect((input as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cold chain' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['agritech', 'kirana']);
    expect((input as HTMLInputElement).disabled).toBe(false);
  });
});
