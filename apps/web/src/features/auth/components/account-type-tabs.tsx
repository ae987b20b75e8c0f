import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export type AccountType = 'client' | 'admin';

export interface AccountTypeTab {
  value: AccountType;
  label: string;
  /** What choosing this account type means, under the tabs. */
  note: ReactNode;
  /** A warning note stands out: admin accounts have full access. */
  isWarning?: boolean;
}

const NOTE_CLASS = 'mt-3 text-sm text-muted-foreground data-[state=inactive]:hidden';
const WARNING_NOTE_CLASS =
  'mt-3 rounded-md border border-warning bg-warning-soft p-2 text-sm text-warning data-[state=inactive]:hidden';

/** The Client / Admin choice over the sign-in and registration forms, each with its note. */
export function AccountTypeTabs({
  tabs,
  value,
  onValueChange,
}: {
  tabs: readonly AccountTypeTab[];
  value: AccountType;
  onValueChange(value: AccountType): void;
}) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as AccountType)}>
      <TabsList className="w-full">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Mounted while hidden so that each tab's aria-controls names an element that exists. */}
      {tabs.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          forceMount
          className={tab.isWarning ? WARNING_NOTE_CLASS : NOTE_CLASS}
        >
          {tab.note}
        </TabsContent>
      ))}
    </Tabs>
  );
}
