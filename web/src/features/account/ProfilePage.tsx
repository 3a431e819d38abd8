import { Card, SignedInSessions, Skeleton, useCurrentUser } from '@artshop/ui';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { usePageTitle } from '../../shared/title';
import { AddressBook } from './components/AddressBook';
import { DeleteAccount } from './components/DeleteAccount';
import { EmailForm } from './components/EmailForm';
import { NameForm } from './components/NameForm';
import { PasswordForm } from './components/PasswordForm';
import { ProfileSection } from './components/ProfileSection';

/** /profile (the profile menu's Profile Settings): name, e-mail, password, addresses, deleting the account. */
export function ProfilePage() {
  usePageTitle('Profile Settings');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label="Loading your profile">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (!user) return <SignInPrompt next="/profile" />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Profile Settings</h1>
      <ProfileSection id="profile-name" title="Your name">
        <NameForm key={user.id} user={user} />
      </ProfileSection>
      <ProfileSection id="profile-email-section" title="E-mail address" description="Your sign-in and where the shop writes to you.">
        <EmailForm user={user} />
      </ProfileSection>
      <ProfileSection id="profile-password" title="Password" description="Changing it signs you out on every other device.">
        <PasswordForm user={user} />
      </ProfileSection>
      <ProfileSection id="profile-sessions" title="Where you’re signed in" description="Sign out a device you no longer use or do not recognise.">
        <SignedInSessions />
      </ProfileSection>
      <Card className="p-5 sm:p-6">
        <AddressBook />
      </Card>
      {user.role === 'admin' ? null : (
        <ProfileSection id="profile-delete" title="Delete account">
          <DeleteAccount />
        </ProfileSection>
      )}
    </div>
  );
}
