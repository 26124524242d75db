import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUserFilter } from './use-user-filter';

function renderFilter(initial: string) {
  return renderHook(() => ({ filter: useUserFilter(), location: useLocation() }), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>,
  });
}

describe('useUserFilter', () => {
  it('keeps both of two changes made before the first one lands (two filters picked quickly)', () => {
    const { result } = renderFilter('/tabs/users?group=CSR');
    const [, update] = result.current.filter;
    act(() => {
      update({ securityGroup: '' });
      update({ status: 'N' });
    });
    expect(result.current.location.search).toBe('?status=N');
    expect(result.current.filter[0]).toMatchObject({ securityGroup: '', status: 'N' });
  });

  it('builds on the URL again once a change has landed', () => {
    const { result } = renderFilter('/tabs/users?q=ana');
    act(() => result.current.filter[1]({ status: 'Y' }));
    expect(result.current.location.search).toBe('?q=ana&status=Y');
    act(() => result.current.filter[1]({ queryString: '' }));
    expect(result.current.location.search).toBe('?status=Y');
  });
});
