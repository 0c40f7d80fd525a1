import { SearchablePagedList } from '@/components/SearchablePagedList';
import { SubPage } from '@/components/SubPage';
import { usersQueryOptions } from '../api/get-users';
import { searchUsersQueryOptions } from '../api/search-users';
import { UserCard } from './UserCard';

/** /dashboard/users (admin): search, count, the users a page at a time, or 'No Users Found!'. */
export function UsersPage() {
  return (
    <SubPage title="Users">
      <SearchablePagedList
        label="Users"
        noun={['user', 'users']}
        search={{ label: 'Search users', placeholder: 'Type user name or email' }}
        pageQuery={usersQueryOptions}
        items={(data) => data.users}
        searchQuery={searchUsersQueryOptions}
        loading="Loading users…"
        error="Could not load the users."
        empty="No Users Found!"
        renderItem={(user) => <UserCard user={user} />}
      />
    </SubPage>
  );
}
