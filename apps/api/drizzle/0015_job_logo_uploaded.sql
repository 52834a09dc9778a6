-- A job's company logo is now a picture uploaded through the image pipeline (lib/images.ts), never a link to another
-- site: showing a linked logo would hand each visitor's address to that site and break the pages' image policy, so
-- the links posted so far were never shown (only handed to search engines) and go.
ALTER TABLE "jobs" ADD COLUMN "company_logo_key" varchar(120);--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "company_logo";