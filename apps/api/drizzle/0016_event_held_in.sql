-- Where an event is held, South Africa or Ghana: which clock its times were entered on (docs/decisions/031). Every
-- event so far was entered in South African time.
ALTER TABLE "events" ADD COLUMN "held_in" varchar(20) DEFAULT 'south_africa' NOT NULL;