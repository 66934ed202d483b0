// Every table, for Drizzle's typed queries and for drizzle-kit (drizzle.config.ts).
export * from './users';
export * from './auth';
export * from './mail';
export * from './places';
export * from './lookups';
export * from './scopes';
export * from './sponsors';
export * from './policy';
export * from './students';
export * from './files';
export * from './changes';
export * from './periods';
export * from './sponsorships';
export * from './agreements';
export * from './sponsorship-letters';
export * from './leadership';
