import { User } from 'lucide-react';
import { Button, initials, useCurrentUser, type ButtonProps } from '@artshop/ui';
import { displayName } from '../../../shared/auth';

/** The account menu's button: the visitor's picture or initials when signed in, a person icon otherwise. */
export function ProfileButton(props: ButtonProps) {
  const { user } = useCurrentUser();
  const name = user ? displayName(user) : '';
  const avatar = user?.image ?? user?.profileImageUrl ?? null;
  return (
    <Button variant="ghost" size="icon" data-testid="profile-menu" {...props}>
      {/* Named by its hidden text rather than aria-label: the initials shown are a picture of the name, not words of the button's name. */}
      <span className="sr-only">{user ? `Account menu for ${name}` : 'Account menu'}</span>
      {user ? (
        avatar ? (
          <img src={avatar} alt="" width={28} height={28} className="size-7 rounded-full object-cover" decoding="async" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-primary text-[11px] font-semibold text-primary-foreground"
          >
            {initials(name)}
          </span>
        )
      ) : (
        <User aria-hidden="true" />
      )}
    </Button>
  );
}
