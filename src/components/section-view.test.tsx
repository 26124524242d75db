import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import type { Loadable } from '../lib/loadable';
import { SectionView } from './section-view';

/** A section whose read failed; `answer` settles the read Retry started. */
function Harness({ onRetry }: { onRetry: (settle: (next: Loadable<string[]>) => void) => void }) {
  const [section, setSection] = useState<Loadable<string[]>>({ state: 'hasError', error: new Error('down') });
  return (
    <SectionView
      section={section}
      onRetry={() => {
        setSection({ state: 'loading' });
        onRetry(setSection);
      }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>
              <button type="button">{name}</button>
            </li>
          ))}
        </ul>
      )}
    </SectionView>
  );
}

function renderHarness() {
  let settle: (next: Loadable<string[]>) => void = () => undefined;
  const reads = { count: 0 };
  render(
    <I18nextProvider i18n={createI18n()}>
      <FluentProvider>
        <Harness
          onRetry={(answer) => {
            reads.count += 1;
            settle = answer;
          }}
        />
        <button type="button">Next card</button>
      </FluentProvider>
    </I18nextProvider>,
  );
  return { reads, settle: (next: Loadable<string[]>) => act(() => settle(next)) };
}

describe('SectionView Retry by keyboard', () => {
  it('keeps the focus on Retry, busy, while it reads; then gives it to the section it read', async () => {
    const read = renderHarness();
    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // Pressed again while busy: no second read.
    await user.keyboard('{Enter}');
    expect(read.reads.count).toBe(1);
    await read.settle({ state: 'hasData', data: ['Store A', 'Store B'] });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Store A' })).toHaveFocus();
  });

  it('failing again: Retry stays focused and can be pressed again', async () => {
    const read = renderHarness();
    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    await read.settle({ state: 'hasError', error: new Error('still down') });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading. Please try again.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(retry).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(read.reads.count).toBe(2);
  });
});
