import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

import { BrandMark } from '@/components/brand-logo';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { PRODUCT_NAME } from '@/config/product';

const legalLinks = [
  { href: 'https://drivecare.club/privacy', label: 'Privacy Policy' },
  { href: 'https://drivecare.club/terms', label: 'Terms of Service' },
] as const;

const currentYear = new Date().getFullYear();

interface AuthLayoutProps {
  /** The page's only <h1>. */
  title: ReactNode;
  description?: ReactNode;
  /** A large icon above the title for status screens (check your e-mail, verified…). */
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card body, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  className?: string;
}

/** The frame shared by every /auth screen: brand, one centred card, legal links. */
export function AuthLayout({
  title,
  description,
  icon,
  children,
  footer,
  className,
}: AuthLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-blue-50 via-background to-background">
      <header className="flex justify-center px-4 pt-8 sm:pt-12">
        <Link
          to={paths.home}
          className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-foreground"
        >
          <BrandMark className="size-9" />
          {PRODUCT_NAME}
        </Link>
      </header>

      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className={cn('w-full max-w-md gap-6 shadow-md', className)}>
          <CardHeader className="items-center text-center">
            {icon ? (
              <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-7">
                {icon}
              </div>
            ) : null}
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            {description ? (
              <CardDescription className="text-balance">{description}</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-5">{children}</CardContent>
          {footer ? (
            <CardFooter className="flex-col justify-center gap-2 border-t border-border pt-6 text-center text-sm text-muted-foreground">
              {footer}
            </CardFooter>
          ) : null}
        </Card>
      </main>

      <footer className="px-4 pb-8 text-center text-sm text-muted-foreground">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-sm underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3">
          © {currentYear} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  );
}

/** An inline text link in the auth screens' brand colour. */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
