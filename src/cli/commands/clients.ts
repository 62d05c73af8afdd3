import { ClientStatus, type ClientSummary, ClientView, type Input } from '../../shared/contract';
import { Language } from '../../shared/languages';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { optionalString, requiredString, timeZone } from './options';

/** Clients asked for per call by `clients list`. */
export const LIST_PAGE = 1000;

export const clientsCommands: Command[] = [
  {
    name: 'clients add',
    usage: 'clients add --name N [--email E] [--phone P] [--zone TZ] [--language L] [--tags a,b] [--status S]',
    summary: "Add a client (in this computer's time zone unless --zone); prints the new client as JSON.",
    options: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, zone: { type: 'string' }, language: { type: 'string' }, tags: { type: 'string' }, status: { type: 'string' } },
    async run(context, values) {
      const language = optionalString(values, 'language');
      const status = optionalString(values, 'status');
      if (language && !Language.safeParse(language).success) throw new UsageError(`--language must be one of ${Language.options.join(', ')}.`);
      if (status && !ClientStatus.safeParse(status).success) throw new UsageError(`--status must be one of ${ClientStatus.options.join(', ')}.`);
      const tags = optionalString(values, 'tags')?.split(',').map((t) => t.trim()).filter(Boolean);
      const zone = timeZone(values, 'zone');
      const core = await context.unlocked();
      context.printJson(
        await core.call('clients.create', {
          fullName: requiredString(values, 'name'),
          email: optionalString(values, 'email'),
          phone: optionalString(values, 'phone'),
          timeZone: zone,
          documentLanguage: language as Language | undefined,
          status: status as ClientStatus | undefined,
          tags,
        }),
      );
    },
  },
  {
    name: 'clients list',
    usage: 'clients list [--search Q] [--status S] [--tag T] [--view current|archived|trash]',
    summary: 'Print clients as a JSON array: current ones (not archived or in the trash) unless --view; --search matches name, email, tags and code as the app\'s list does.',
    options: { search: { type: 'string' }, status: { type: 'string' }, tag: { type: 'string' }, view: { type: 'string' } },
    async run(context, values) {
      const status = optionalString(values, 'status');
      if (status && !ClientStatus.safeParse(status).success) throw new UsageError(`--status must be one of ${ClientStatus.options.join(', ')}.`);
      const view = optionalString(values, 'view');
      if (view && !ClientView.safeParse(view).success) throw new UsageError(`--view must be one of ${ClientView.options.join(', ')}.`);
      const core = await context.unlocked();
      const filters = { search: optionalString(values, 'search') ?? '', status: status as ClientStatus | undefined, tag: optionalString(values, 'tag'), view: view as ClientView | undefined };
      // Page by page, each after the last row of the one before: one call may return at most
      // the contract's limit, and a practice may hold more current clients than that.
      const items: ClientSummary[] = [];
      let after: Input<'clients.list'>['after'] = null;
      for (;;) {
        const page: { items: ClientSummary[] } = await core.call('clients.list', { ...filters, limit: LIST_PAGE, offset: items.length, after });
        items.push(...page.items);
        const last = page.items.at(-1);
        if (page.items.length < LIST_PAGE || !last) break;
        after = { id: last.id, fullName: last.fullName, code: last.code };
      }
      context.printJson(items);
    },
  },
];
