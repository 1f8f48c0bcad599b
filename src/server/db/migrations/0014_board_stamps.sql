CREATE TABLE "class_board_stamps" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_board_stamps" ADD CONSTRAINT "class_board_stamps_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_progress_device_idx" ON "attempt_progress" USING btree ("device_id","received_at");--> statement-breakpoint
-- A class board's version (docs/SCHOOL.md, "The board at scale"): raised here, in the statement that
-- changes what a board shows, so no writer can forget it and several app instances agree.
CREATE FUNCTION bump_class_boards(class_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO class_board_stamps (class_id, version)
  SELECT DISTINCT id, 1 FROM unnest(class_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (class_id) DO UPDATE SET version = class_board_stamps.version + 1;
$$;--> statement-breakpoint
CREATE FUNCTION classes_of_user(uid integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(cs.class_id), '{}') FROM class_students cs JOIN school_students s ON s.id = cs.student_id WHERE s.user_id = uid;
$$;--> statement-breakpoint
CREATE FUNCTION board_bump_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_class_boards(classes_of_user(NEW.user_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_class_boards(classes_of_user(OLD.user_id)); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION board_bump_by_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_class_boards(ARRAY[NEW.class_id]); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_class_boards(ARRAY[OLD.class_id]); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION board_bump_by_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_class_boards(ARRAY(SELECT class_id FROM class_students WHERE student_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attempt_progress_board AFTER INSERT OR UPDATE OR DELETE ON attempt_progress FOR EACH ROW EXECUTE FUNCTION board_bump_by_user();--> statement-breakpoint
CREATE TRIGGER assessment_results_board AFTER INSERT OR DELETE ON assessment_results FOR EACH ROW EXECUTE FUNCTION board_bump_by_user();--> statement-breakpoint
CREATE TRIGGER class_students_board AFTER INSERT OR UPDATE OR DELETE ON class_students FOR EACH ROW EXECUTE FUNCTION board_bump_by_class();--> statement-breakpoint
CREATE TRIGGER class_assignments_board AFTER INSERT OR UPDATE OR DELETE ON class_assignments FOR EACH ROW EXECUTE FUNCTION board_bump_by_class();--> statement-breakpoint
-- A tablet's last_seen_at moves on every request it makes: the board's clock (the minute in its version) shows that, not a bump.
CREATE TRIGGER class_devices_board_added AFTER INSERT OR DELETE ON class_devices FOR EACH ROW EXECUTE FUNCTION board_bump_by_class();--> statement-breakpoint
CREATE TRIGGER class_devices_board_changed AFTER UPDATE ON class_devices FOR EACH ROW
  WHEN (OLD.label IS DISTINCT FROM NEW.label OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.class_id IS DISTINCT FROM NEW.class_id)
  EXECUTE FUNCTION board_bump_by_class();--> statement-breakpoint
CREATE TRIGGER school_students_board AFTER UPDATE ON school_students FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.student_no IS DISTINCT FROM NEW.student_no OR OLD.birth_month IS DISTINCT FROM NEW.birth_month OR OLD.consent_method IS DISTINCT FROM NEW.consent_method)
  EXECUTE FUNCTION board_bump_by_student();
