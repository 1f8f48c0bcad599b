CREATE TABLE "class_board_students" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_board_stamps" ADD COLUMN "rebuilt" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_board_students" ADD CONSTRAINT "class_board_students_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_board_students" ADD CONSTRAINT "class_board_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_board_students_pk" ON "class_board_students" USING btree ("class_id","user_id");--> statement-breakpoint
UPDATE "class_board_stamps" SET "rebuilt" = "version";--> statement-breakpoint
-- A change to a board's frame (its roster, a student's record, its assignments, its tablets): the next poll gets the whole board.
CREATE OR REPLACE FUNCTION bump_class_boards(class_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO class_board_stamps (class_id, version, rebuilt)
  SELECT DISTINCT id, 1, 1 FROM unnest(class_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (class_id) DO UPDATE SET version = class_board_stamps.version + 1, rebuilt = class_board_stamps.version + 1;
$$;--> statement-breakpoint
-- A change to one student's progress or results: the next poll gets that student's row (docs/SCHOOL.md, "The board at scale").
CREATE FUNCTION bump_student_boards(uid integer) RETURNS void LANGUAGE sql AS $$
  WITH bumped AS (
    INSERT INTO class_board_stamps (class_id, version, rebuilt)
    SELECT DISTINCT id, 1, 1 FROM unnest(classes_of_user(uid)) AS id ORDER BY id
    ON CONFLICT (class_id) DO UPDATE SET version = class_board_stamps.version + 1
    RETURNING class_id, version
  )
  INSERT INTO class_board_students (class_id, user_id, version) SELECT class_id, uid, version FROM bumped
  ON CONFLICT (class_id, user_id) DO UPDATE SET version = excluded.version;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_bump_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_student_boards(NEW.user_id); END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.user_id IS DISTINCT FROM NEW.user_id) THEN PERFORM bump_student_boards(OLD.user_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A result moved to another account (a roster record linked to a phone account) changes the board too.
DROP TRIGGER assessment_results_board ON assessment_results;--> statement-breakpoint
CREATE TRIGGER assessment_results_board AFTER INSERT OR DELETE OR UPDATE OF user_id ON assessment_results FOR EACH ROW EXECUTE FUNCTION board_bump_by_user();--> statement-breakpoint
DROP TRIGGER school_students_board ON school_students;--> statement-breakpoint
CREATE TRIGGER school_students_board AFTER UPDATE ON school_students FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.student_no IS DISTINCT FROM NEW.student_no OR OLD.birth_month IS DISTINCT FROM NEW.birth_month
    OR OLD.consent_method IS DISTINCT FROM NEW.consent_method OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION board_bump_by_student();
