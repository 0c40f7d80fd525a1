import { useState } from 'react';
import styled from 'styled-components';
import { PageState, withData } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { theme } from '@/lib/theme';
import { CardGrid } from '@/components/lists';
import { useUsers } from '../api/get-users';
import { useSearchUsers } from '../api/search-users';
import { UserCard } from './UserCard';
import { UserSearch } from './UserSearch';

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.muted};
`;

const countText = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/** /dashboard/users (admin): search, count, the users a page at a time, or 'No Users Found!'. */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searching = search !== '';
  const list = useUsers(page, !searching);
  const found = useSearchUsers(search);
  const query = searching ? found : list;
  const users = searching ? found.data : list.data?.users;
  const count = searching ? found.data?.length : list.data?.count;

  return (
    <SubPage title="Users">
      <UserSearch onSearch={setSearch} />
      <PageState query={withData(query, users)} loading="Loading users…" error="Could not load the users." empty="No Users Found!">
        {(shown) => (
          <>
            <Count aria-live="polite">{countText(count ?? shown.length)}</Count>
            <CardGrid $min="18rem" aria-label="Users">
              {shown.map((user) => (
                <li key={user._id}>
                  <UserCard user={user} />
                </li>
              ))}
            </CardGrid>
            {!searching && (
              <Pagination
                label="Users pages"
                pageCount={list.data?.totalPages ?? 0}
                currentPage={page}
                onPageChange={setPage}
              />
            )}
          </>
        )}
      </PageState>
    </SubPage>
  );
}
