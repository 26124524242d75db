/**
 * 'Select all matching' on the Users tab: every user the list's filter matches, read when a bulk
 * action opens. Its own module, so the landing screen's chunk (src/oms/users.ts) does not carry it.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { userListQuery } from './users';
import type { UserListRequest } from './users';

/** A user the list's filter matches, as a bulk action needs them. */
export interface MatchingUser {
  partyId: string;
  firstName?: string | null;
  lastName?: string | null;
  groupName?: string | null;
  statusId?: string | null;
}

const MATCHING_PAGE = 2500;

/**
 * Every user the filter matches ('Select all matching'), not only the pages the list loaded: the
 * list's own conditions, distinct by party, a few large pages.
 */
export async function findAllMatchingUsers(client: OmsClient, request: Omit<UserListRequest, 'viewIndex' | 'viewSize'>, signal?: AbortSignal): Promise<MatchingUser[]> {
  const users: MatchingUser[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const docs = await findMatchingUsersPage(client, request, viewIndex, MATCHING_PAGE, signal);
    users.push(...docs);
    if (docs.length < MATCHING_PAGE) return users;
  }
}

/** One page of the users the filter matches, in partyId order (the first of them, for a preview that shows them first). */
export async function findMatchingUsersPage(
  client: OmsClient,
  request: Omit<UserListRequest, 'viewIndex' | 'viewSize'>,
  viewIndex: number,
  viewSize: number,
  signal?: AbortSignal,
): Promise<MatchingUser[]> {
  const { docs } = await performFind<MatchingUser>(
    client,
    { ...userListQuery({ ...request, viewIndex, viewSize }), fieldList: ['partyId', 'firstName', 'lastName', 'groupName', 'statusId'], orderBy: 'partyId' },
    signal,
  );
  return docs;
}
