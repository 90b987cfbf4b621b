-- Home (issue 11 §5, decision 0031): each user's visits to Home, so Home can say what is new since
-- the previous visit. A visit lasts while the user comes back within the visit gap
-- (@tenderlens/domain/home HOME_VISIT_GAP_MINUTES); `previous_visit_at` is where the visit before
-- the current one ended, the boundary of "new since my last visit".
CREATE TABLE "home_visits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone,
	CONSTRAINT "home_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
