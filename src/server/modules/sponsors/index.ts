// The sponsors module as other modules see it: its service (sponsors.service.ts) and this query, which the files
// module runs to know whether a logo is public.
export { sponsorIsPublic } from './sponsors.repository';
