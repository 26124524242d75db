/**
 * Dates follow the screen's language at once: a language change re-renders whatever shows a date
 * through useFormatDate, in the new language's form, without a reload.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { useFormatDate } from './hooks';
import { useFormatDateTime } from './use-format-date-time';

const INSTANT = Date.UTC(2023, 9, 25, 15, 4);

function Dates(): React.JSX.Element {
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <output data-testid="date">{formatDate(INSTANT)}</output>
      <output data-testid="time">{formatDateTime(INSTANT)}</output>
    </>
  );
}

describe('useFormatDate', () => {
  it("formats in the screen's language and follows a language change at once", async () => {
    const i18n = createI18n('en-US');
    render(
      <I18nextProvider i18n={i18n}>
        <Dates />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('date')).toHaveTextContent(/^25th Oct 2023$/);
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByTestId('date')).toHaveTextContent(/^2023年10月25日$/);
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('date')).toHaveTextContent(/^25 oct 2023$/);
    expect(screen.getByTestId('time')).toHaveTextContent(/^25 oct 2023, \d{1,2}:04$/);
  });
});
