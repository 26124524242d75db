/**
 * The floor control's page (see ./build.ts): React and Fluent UI drawing a tab list and a table of
 * the first page of users from ./reads.ts, a click on a row pushing /user-details/{partyId} — and
 * nothing else: no router, no texts library, no store, no session hand-off, no filters. A measuring
 * instrument of `npm run bench` (BENCH_FLOOR=1), never served to anyone: what this machine and
 * this stack cost before any of the app's own work.
 */
import { Avatar, Badge, Button, FluentProvider, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, webLightTheme } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { UserListRow } from '../../../src/oms/users';

function FloorPage() {
  const [rows, setRows] = useState<UserListRow[]>([]);
  useEffect(() => {
    void window.floorRows?.then(setRows);
  }, []);
  // Explicit roles: the bench finds rows as [role="table"] [role="row"][aria-rowindex].
  return (
    <FluentProvider theme={webLightTheme}>
      <header>
        <Text size={500} weight="semibold">
          Users
        </Text>
        <Button appearance="primary">Create user</Button>
      </header>
      <TabList selectedValue="users">
        <Tab value="users">Users</Tab>
        <Tab value="permissions">Permissions</Tab>
        <Tab value="settings">Settings</Tab>
      </TabList>
      <Table role="table" aria-rowcount={rows.length + 1}>
        <TableHeader>
          <TableRow role="row" aria-rowindex={1}>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Username</TableHeaderCell>
            <TableHeaderCell>Security group</TableHeaderCell>
            <TableHeaderCell>Login</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow role="row" key={`${row.partyId}-${row.securityGroupId ?? ''}`} aria-rowindex={index + 2} onClick={() => window.history.pushState(null, '', `/user-details/${row.partyId}`)}>
              <TableCell role="cell">
                <Avatar name={`${row.firstName ?? ''} ${row.lastName ?? ''}`} size={32} /> {row.firstName} {row.lastName}
              </TableCell>
              <TableCell role="cell">{row.userLoginId}</TableCell>
              <TableCell role="cell">{row.securityGroupName ?? row.groupName}</TableCell>
              <TableCell role="cell">
                <Badge appearance="tint">{row.enabled === 'N' ? 'Blocked' : 'Enabled'}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FluentProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage />);
