CREATE TABLE "contents" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"translations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "contents_kind_check" CHECK ("contents"."kind" in ('howto', 'vdo', 'download')),
	CONSTRAINT "contents_th_check" CHECK ("contents"."translations" ? 'th')
);
