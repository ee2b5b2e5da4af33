import { useEffect, useState } from 'react';
import { fetchCustomers, fetchSodStandardNames, fetchUsers, type UserOption } from '../api';
import { useFmeaKind } from './FmeaKindContext';

export interface Option {
  value: string;
  label: string;
}

export const userLabel = (user: UserOption) => (user.name ? `${user.name}（${user.userName}）` : user.userName);

/**
 * The options of the project forms: users (owner, team, responsible), the customer dictionary (customerName) and
 * the kind's SOD standards (the default one first).
 */
export function useProjectOptions(): {
  users: Option[];
  customers: Option[];
  standards: (Option & { isDefault: boolean })[];
} {
  const [users, setUsers] = useState<Option[]>([]);
  const [customers, setCustomers] = useState<Option[]>([]);
  const [standards, setStandards] = useState<(Option & { isDefault: boolean })[]>([]);
  const kind = useFmeaKind();
  useEffect(() => {
    fetchSodStandardNames(kind)
      .then((list) => setStandards(list.map((s) => ({ value: s.id, label: s.name, isDefault: s.isDefault }))))
      .catch(() => undefined);
    fetchUsers()
      .then((list) => setUsers(list.map((user) => ({ value: user.id, label: userLabel(user) }))))
      .catch(() => undefined);
    // The dictionary stores customers by code; a project keeps the customer's name (free text is allowed too).
    fetchCustomers()
      .then((items) => setCustomers(items.map((item) => ({ value: item.name, label: item.name }))))
      .catch(() => undefined);
  }, [kind]);
  return { users, customers, standards };
}

export const CONFIDENTIALITY = ['public', 'internal', 'confidential', 'secret'] as const;
