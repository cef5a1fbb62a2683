import { useQuery } from '@tanstack/react-query';

import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { adminProfileQueries } from '../api/admin-profile-queries.admin';

import { AddAdminTab } from './add-admin-tab.admin';
import { ProfileLoadError, ProfileSkeleton } from './profile-loading.admin';
import { ProfileTab } from './profile-tab.admin';
import { SecurityTab } from './security-tab.admin';

/** Admin profile, version A: tabs Profile, Security and Add Admin. */
export function AdminProfileScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminProfileQueries.own());
  return (
    <div className="space-y-6">
      <PageHeader title="Admin Profile" description="Manage your account, your password and fellow administrators." />
      <Tabs defaultValue="profile" className="space-y-4">
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="add-admin">Add Admin</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {isPending ? (
            <ProfileSkeleton />
          ) : isError ? (
            <ProfileLoadError retrying={isRefetching} onRetry={() => void refetch()} />
          ) : (
            <ProfileTab profile={data} />
          )}
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="add-admin">
          <AddAdminTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
