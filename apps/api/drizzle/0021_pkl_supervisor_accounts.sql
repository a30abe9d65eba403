-- A company's PKL supervisor account (pembimbing industri): role admin_perusahaan of the company, narrowed by
-- this flag to the PKL placements that name it (principal `pembimbing_industri`, docs/pkl.md).
ALTER TABLE "users" ADD COLUMN "pkl_supervisor" boolean DEFAULT false NOT NULL;
