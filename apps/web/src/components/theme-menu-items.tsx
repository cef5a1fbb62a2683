import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const CHOICES = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
] as const satisfies readonly { value: ThemeChoice; label: string; icon: unknown }[];

function isThemeChoice(value: string): value is ThemeChoice {
  return CHOICES.some((choice) => choice.value === value);
}

/** The account menu's theme choice: Light, Dark or System (the default), remembered on this device. */
export function ThemeMenuItems() {
  const choice = useThemeChoice();
  return (
    <>
      <DropdownMenuLabel id="theme-menu-label" className="text-xs font-medium text-muted-foreground">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="theme-menu-label"
        value={choice}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setThemeChoice(value);
        }}
      >
        {CHOICES.map(({ value, label, icon: Icon }) => (
          <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
