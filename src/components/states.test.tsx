import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { ErrorState, LoadingState } from './states';

type State = 'failed' | 'loading' | 'loaded';

/** A screen's body as the screens draw it: an error with Retry, then a loading state, then the data. */
function Body({ onRetry }: { onRetry: (settle: (next: State) => void) => void }) {
  const [state, setState] = useState<State>('failed');
  if (state === 'failed')
    return (
      <ErrorState
        message="Something went wrong."
        onRetry={() => {
          setState('loading');
          onRetry(setState);
        }}
      />
    );
  if (state === 'loading') return <LoadingState label="Loading" />;
  return <button type="button">First row</button>;
}

it("ErrorState's Retry, gone with its error, hands the keyboard focus to what the read brings (not <body>)", async () => {
  jest.useFakeTimers();
  try {
    let settle: (next: State) => void = () => undefined;
    render(
      <I18nextProvider i18n={createI18n()}>
        <FluentProvider>
          <button type="button">Before</button>
          <section>
            <Body onRetry={(answer) => (settle = answer)} />
          </section>
        </FluentProvider>
      </I18nextProvider>,
    );
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toBeInTheDocument();
    // Nothing usable in its place while it loads: the focus is nowhere for now, and waits for the data.
    await act(async () => jest.advanceTimersByTime(1000));
    expect(document.body).toHaveFocus();
    act(() => settle('loaded'));
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'First row' })).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});
