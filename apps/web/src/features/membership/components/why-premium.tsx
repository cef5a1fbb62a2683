import { HeadsetIcon, type LucideIcon, ShieldCheckIcon, TrendingUpIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HeadsetIcon,
    title: 'Priority Support',
    text: 'Jump the queue: our team answers Premium members first, by e-mail and phone.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Advanced Features',
    text: 'Analytics on your service history and costs, and room for every vehicle you own.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Exclusive Access',
    text: 'Members-only offers from partner shops and early access to new club features.',
  },
];

/** The 'Why Choose Premium?' block. */
export function WhyPremium() {
  return (
    <Card className="bg-slate-50/60">
      <CardHeader>
        <CardTitle>Why Choose Premium?</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-6 sm:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="space-y-2">
              <span className="flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
