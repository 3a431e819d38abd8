import { Heart, Mail, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, buttonClasses, useCurrentUser } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { greetingName } from './account';
import { OrderList } from './components/OrderList';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { useOwnOrders } from './hooks';

function FavoritesTab() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 font-sans text-lg font-semibold tracking-normal">Your Favorites</h3>
      <p className="mt-2 text-sm text-muted-foreground">The artworks you marked with the heart.</p>
      <Link to="/favorites" className={buttonClasses({ className: 'mt-6' })}>
        View Favorites
      </Link>
    </Card>
  );
}

/** /account: signed out, loading (4 skeletons), or the greeting and three tabs; the first shows `mailClub`. */
export function AccountPage({ mailClub }: { mailClub: ReactNode }) {
  usePageTitle('My Account');
  const { user, isLoading } = useCurrentUser();
  const orders = useOwnOrders();

  if (isLoading) {
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-10 sm:px-6 lg:py-14" role="status" aria-label="Loading your account" data-testid="account-loading">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className={index === 0 ? 'h-10 w-2/3' : 'h-24 w-full'} />
        ))}
      </div>
    );
  }
  if (!user) return <SignInPrompt next="/account" />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl" data-testid="account-greeting">
        Welcome back, {greetingName(user)}!
      </h1>
      <p className="mt-2 text-muted-foreground">
        Your Mail Club, favorites and orders.{' '}
        <Link to="/profile" className="underline underline-offset-4">
          Profile settings
        </Link>
      </p>
      <Tabs defaultValue="mail-club" className="mt-8">
        <TabsList aria-label="Your account">
          <TabsTrigger value="mail-club">
            <Mail aria-hidden="true" />
            Mail Club
          </TabsTrigger>
          <TabsTrigger value="favorites">
            <Heart aria-hidden="true" />
            Favorites
          </TabsTrigger>
          <TabsTrigger value="orders" data-testid="account-orders-tab">
            <Package aria-hidden="true" />
            Orders
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mail-club" className="mt-6">
          {/* Each panel's own headings are h3, under this one. */}
          <h2 className="sr-only">Your Mail Club</h2>
          {mailClub}
        </TabsContent>
        <TabsContent value="favorites" className="mt-6">
          <h2 className="sr-only">Favorites</h2>
          <FavoritesTab />
        </TabsContent>
        <TabsContent value="orders" className="mt-6">
          <h2 className="sr-only">Order History</h2>
          <OrderList orders={orders.data} isLoading={orders.isLoading} error={orders.error} onRetry={() => void orders.refetch()} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
