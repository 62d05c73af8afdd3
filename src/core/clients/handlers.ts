import type { clientsContract, packagesContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { listClients } from './client-list';
import { createClient, emptyTrash, getClient, listTags, stampClient, updateClient } from './client-store';
import { CoachDays, creditsOf } from './credits';
import { createPackage, deletePackage, updatePackage } from './packages';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();

export const clientsHandlers: HandlerGroup<keyof typeof clientsContract> = {
  'clients.list': (input, context) => listClients(context.vault.db, input, iso(context)),
  'clients.get': ({ id }, { vault }) => getClient(vault.db, id),
  'clients.create': (fields, context) => createClient(context.vault.db, fields, iso(context)),
  'clients.update': ({ id, changes }, context) => updateClient(context.vault.db, id, changes, iso(context)),
  'clients.archive': ({ id, archived }, context) => stampClient(context.vault.db, id, 'archived_at', archived ? iso(context) : null, iso(context)),
  'clients.trash': ({ id }, context) => stampClient(context.vault.db, id, 'trashed_at', iso(context), iso(context)),
  'clients.restore': ({ id }, context) => stampClient(context.vault.db, id, 'trashed_at', null, iso(context)),
  'clients.emptyTrash': (_, { vault }) => ({ deleted: emptyTrash(vault.db) }),
  'clients.tags': (_, { vault }) => listTags(vault.db),
};

/** Packages run by the coach's calendar: the zone of this computer, where the coach is. */
const today = (context: CoreContext) => new CoachDays(context.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);

export const packagesHandlers: HandlerGroup<keyof typeof packagesContract> = {
  'packages.list': ({ clientId }, context) => {
    getClient(context.vault.db, clientId);
    return creditsOf(context.vault.db, clientId, today(context));
  },
  'packages.create': ({ clientId, ...fields }, context) => {
    createPackage(context.vault.db, clientId, fields, iso(context));
    return creditsOf(context.vault.db, clientId, today(context));
  },
  'packages.update': ({ id, changes }, context) => creditsOf(context.vault.db, updatePackage(context.vault.db, id, changes, iso(context)), today(context)),
  'packages.delete': ({ id }, context) => creditsOf(context.vault.db, deletePackage(context.vault.db, id), today(context)),
};
